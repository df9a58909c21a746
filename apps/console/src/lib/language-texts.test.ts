import { describe, expect, it } from 'vitest';
import { textIn } from './language-texts.ts';

describe('textIn', () => {
  const texts = { EN: 'Legal and policies', MS: 'Undang-undang dan polisi', CN: '  ' };
  it('gives the text of the language when it is written', () => {
    expect(textIn(texts, 'MS')).toBe('Undang-undang dan polisi');
    expect(textIn(texts, 'EN')).toBe('Legal and policies');
  });
  it('falls back to English for a language left empty or blank', () => {
    expect(textIn(texts, 'CN')).toBe('Legal and policies');
    expect(textIn({ EN: 'Only English' }, 'MS')).toBe('Only English');
  });
});
