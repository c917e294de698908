export { default as PoliciesPage } from './policies-page';
