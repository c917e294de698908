import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const OPERATOR = { email: 'operator@example.com', password: 'sail-demo-2024' };
export const GUEST = { email: 'guest@example.com', password: 'guest-demo-2024' };

/** An account's email and password, as typed on the login page. */
export interface Account {
  email: string;
  password: string;
}

/** Fills in the login page and presses Sign in (both modes; each has its own accounts). */
export async function submitSignIn(page: Page, account: Account) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The operator's landing page after signing in: the dashboard. */
export async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** Signs the demo's operator in (or `account`, which must be an admin) and waits for the dashboard. */
export async function signIn(page: Page, account: Account = OPERATOR) {
  await submitSignIn(page, account);
  await expectDashboard(page);
}

/** Opens the yacht list from the admin navigation. */
export async function openYachts(page: Page) {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yachts' })).toBeVisible();
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG of one colour (RGB). */
export function makePng(
  width: number,
  height: number,
  rgb: [number, number, number] = [12, 90, 160],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
