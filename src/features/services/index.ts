export { default as ServicePage } from './service-page';
export { default as ServicesPage } from './services-page';
