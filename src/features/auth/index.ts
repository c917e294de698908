export { default as AdminGuard } from './admin-guard';
export { default as LoginPage } from './login-page';
export { authStrings } from './strings';
export { useSignOut } from './use-sign-out';
