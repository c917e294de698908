// Cancelling a confirmed charter by the policy, and credit vouchers (docs/decisions/0049-cancellations-and-vouchers.md).
export { default as CancellationPanel } from './cancellation-panel';
export { default as VouchersSection } from './vouchers-section';
