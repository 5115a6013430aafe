import { describe, expect, it } from 'vitest';
import { isAdvertorialClick } from '@/lib/integrations/landing';

describe('isAdvertorialClick (SPEC §2)', () => {
  it.each([
    ['?utm_event=advertorial_to_pdp', true],
    ['?utm_content=advertorial_to_pdp&utm_source=x', true],
    ['utm_event=advertorial_to_pdp', true],
    ['?utm_event=other', false],
    ['?utm_campaign=advertorial_to_pdp', false],
    ['?utm_content=ADVERTORIAL_TO_PDP', false],
    ['', false],
  ])('%j → %s', (search, expected) => {
    expect(isAdvertorialClick(search)).toBe(expected);
  });
});
