export * from './charter-token';
export * from './guest-id';
export * from './guest-list';
