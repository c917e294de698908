// On the home page's first view: the form and its state. The answer's code loads on demand (fleet-finder.tsx).
export { FleetFinder } from './fleet-finder';
