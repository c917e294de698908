import { expect, expectNoSeriousA11yViolations, test, waitForAppStarted } from './support/fixtures';
import { GUEST, OPERATOR, signIn } from './support/admin-helpers';

test('wrong password, then the right one, reaches /admin; logout locks /admin again', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
  // Demo mode shows the operator account.
  await expect(page.getByText(OPERATOR.email)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email').fill(OPERATOR.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(OPERATOR.email);

  await page.getByLabel('Password').fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Today/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/admin/offers');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Operator sign-in' })).toBeVisible();
});

test('an account without admin rights sees "no admin access" and can log out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(GUEST.email);
  await page.getByLabel('Password').fill(GUEST.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'No admin access' })).toBeVisible();
  await expect(page.getByText(/signed in as guest@example\.com/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Yachts' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the public pages do not download the admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Yachts' })).toBeVisible();
  await waitForAppStarted(page);
  expect(scripts.filter((url) => /admin-app|login-page/.test(url))).toEqual([]);
  await signIn(page);
  expect(scripts.some((url) => url.includes('admin-app'))).toBe(true);
});
