export { default as AboutPage } from './about-page';
