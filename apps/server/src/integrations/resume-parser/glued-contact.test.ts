import { describe, expect, it } from 'vitest';
import { splitGluedContact } from './glued-contact';

describe('splitGluedContact', () => {
  it('splits a place, a phone number and an e-mail address written without spaces', () => {
    expect(splitGluedContact('Dublin, Ireland+1 (580) 555-8089maya.johansson@proton.me')).toEqual([
      'Dublin, Ireland',
      '+1 (580) 555-8089',
      'maya.johansson@proton.me',
    ]);
    expect(splitGluedContact('+49 30 1234567anna@web.de')).toEqual([
      '+49 30 1234567',
      'anna@web.de',
    ]);
  });

  it.each([
    'anna2019@web.de',
    'Call +1 (580) 555-8089',
    'Dublin, Ireland · +1 (580) 555-8089 · maya@proton.me',
    'C++ and Go',
    'Version 2.1.3beta@home',
  ])('leaves text alone that is not glued contact details: %s', (text) => {
    expect(splitGluedContact(text)).toEqual([text]);
  });
});
