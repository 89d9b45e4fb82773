import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signIn } from '../../../test/render';
import { faqEntries } from '../faq-content';

describe('FAQ', () => {
  it('gives every element a unique id, each question controlling its own answer', async () => {
    signIn();
    const app = renderApp('/admin/faq');
    const questions = await screen.findAllByRole('button', { name: /\?$/ });
    expect(questions).toHaveLength(faqEntries.length);
    for (const question of questions) await app.user.click(question);

    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const question of questions) {
      const answer = document.getElementById(question.getAttribute('aria-controls')!);
      expect(answer).toHaveAttribute('role', 'region');
      expect(answer).toHaveAccessibleName(question.textContent!);
    }
  });
});
