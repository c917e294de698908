import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_SWITCH_OFF, functionsRules } from '../../../scripts/lib/rules-variant.mjs';

/** The rules of a project with Functions: firestore.rules with its one marked line flipped, nothing else. */
describe('the Functions variant of firestore.rules', () => {
  const rules = readFileSync('firestore.rules', 'utf8');

  it('differs from firestore.rules in exactly the marked line, and enquiries’ create depends on it', () => {
    const variant = functionsRules(rules);
    const changed = variant.split('\n').filter((line, index) => line !== rules.split('\n')[index]);
    expect(changed.map((line) => line.trim())).toEqual([
      'function serverCreatesEnquiries() { return true; }',
    ]);
    expect(rules).toMatch(/allow create: if !serverCreatesEnquiries\(\) && isNewEnquiry\(/);
  });

  it('stops with a message when the marked line is missing or doubled', () => {
    expect(() => functionsRules(rules.replace(RULES_SWITCH_OFF, ''))).toThrow(/exactly once \(found 0\)/);
    expect(() => functionsRules(`${rules}\n${RULES_SWITCH_OFF}`)).toThrow(/exactly once \(found 2\)/);
  });
});
