// The demo backend's payment page (docs/decisions/0048-demo-payment-page.md): only demo builds route to it.
export { DemoPayPage } from './demo-pay-page';
