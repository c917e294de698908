export * from './charter-token';
export * from './guest-id';
export * from './guest-list';
export * from './berth';
export * from './charter-link';
export * from './charter-page';
