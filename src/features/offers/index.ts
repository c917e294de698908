export { default as OffersToggle } from './offers-toggle';
