export { default as ChatLauncher } from './chat-launcher';
