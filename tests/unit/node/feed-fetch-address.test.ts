import { describe, expect, it } from 'vitest';
import { blockedAddress } from '../../../functions/src/feed-address';

describe('blockedAddress: what the calendar import may connect to', () => {
  it.each([
    ['8.8.8.8'],
    ['93.184.216.34'],
    ['172.15.255.255'],
    ['172.32.0.1'],
    ['100.63.255.255'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4001:80b::200e'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
  ])('lets a public address through: %s', (address) => {
    expect(blockedAddress(address)).toBeNull();
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.53.1.9', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.7', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['::7f00:1', 'reserved'],
    ['not an address', 'not-an-address'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(blockedAddress(address)).toBe(reason);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:a00:1::1', 'private'],
    ['2002:7f00:1::1', 'loopback'],
  ])('reads the IPv4 address inside an IPv6 one: %s (%s)', (address, reason) => {
    expect(blockedAddress(address)).toBe(reason);
  });

  it('lets loopback through for the tests alone, and nothing else', () => {
    expect(blockedAddress('127.0.0.1', true)).toBeNull();
    expect(blockedAddress('::1', true)).toBeNull();
    expect(blockedAddress('10.0.0.7', true)).toBe('private');
    expect(blockedAddress('169.254.169.254', true)).toBe('link-local');
  });
});
