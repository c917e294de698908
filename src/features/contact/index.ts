export { default as ContactPage } from './contact-page';
