// A client's charter page and its guest list's page (docs/decisions/0043-charter-page.md): lazily loaded routes.
export { default as CharterPage } from './charter-page';
export { default as GuestListPage } from './guest-list-page';
