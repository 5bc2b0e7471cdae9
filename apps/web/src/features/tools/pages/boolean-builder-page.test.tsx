import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseQuery } from '@hirelane/domain/search/query-parser';
import { BooleanBuilderPage } from './boolean-builder-page';

const writeText = vi.fn<(text: string) => Promise<void>>();

const add = async (label: string, values: string) => {
  await userEvent.type(screen.getByLabelText(label), `${values}{Enter}`);
};

const stringIn = (name: string) =>
  within(screen.getByRole('region', { name })).getByText((_, element) => element?.tagName === 'PRE')
    .textContent;

describe('BooleanBuilderPage', () => {
  beforeEach(() => {
    writeText.mockReset();
    writeText.mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('builds the three strings from what is typed, the Hirelane one accepted by the search', async () => {
    render(<BooleanBuilderPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Boolean Builder' })).toBeInTheDocument();
    expect(document.title).toBe('Boolean Builder · Hirelane');
    await add('Job titles', 'Data Engineer');
    await add('Must-have skills', 'Python,SQL');
    await add('Locations', 'Berlin');
    await add('Exclude words or companies', 'Intern');

    expect(stringIn('LinkedIn')).toBe('"Data Engineer" AND Python AND SQL AND Berlin NOT Intern');
    expect(stringIn('Google X-ray')).toBe(
      'site:linkedin.com/in "Data Engineer" "Python" "SQL" "Berlin" -"Intern"',
    );
    const hirelane = stringIn('Hirelane') ?? '';
    expect(hirelane).toBe(
      'title:"Data Engineer" skills:Python skills:SQL location:Berlin NOT Intern',
    );
    expect(parseQuery(hirelane).ok).toBe(true);
  });

  it('copies a string and announces it', async () => {
    render(<BooleanBuilderPage />);
    const linkedin = screen.getByRole('region', { name: 'LinkedIn' });
    expect(
      within(linkedin).getByRole('button', { name: 'Copy the LinkedIn string' }),
    ).toBeDisabled();
    await add('Job titles', 'Nurse');
    await userEvent.click(
      within(linkedin).getByRole('button', { name: 'Copy the LinkedIn string' }),
    );
    expect(writeText).toHaveBeenCalledWith('Nurse');
    expect(within(linkedin).getByRole('status')).toHaveTextContent('Copied');
  });

  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<BooleanBuilderPage />);
    await add('Job titles', 'Nurse');
    const google = screen.getByRole('region', { name: 'Google X-ray' });
    await userEvent.click(
      within(google).getByRole('button', { name: 'Copy the Google X-ray string' }),
    );
    expect(within(google).getByRole('status')).toHaveTextContent(
      'Could not copy: select the text and copy it yourself.',
    );
  });

  it('suggests title synonyms and adds one on click', async () => {
    render(<BooleanBuilderPage />);
    await add('Job titles', 'Software Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Add Programmer' }));
    expect(screen.getByRole('list', { name: 'Title synonyms added' })).toHaveTextContent(
      'Programmer',
    );
    expect(stringIn('Hirelane')).toBe('title:("Software Engineer" OR Programmer)');
  });

  it('checks a pasted string with the search’s parser and shows where it fails', async () => {
    render(<BooleanBuilderPage />);
    const box = screen.getByLabelText('Search string');
    await userEvent.type(box, 'java AND (python');
    const verdict = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    if (!verdict) throw new Error('the box names no verdict');
    expect(verdict).toHaveAttribute('role', 'status');
    expect(verdict).toHaveTextContent('Not accepted (character 10):');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(verdict.querySelector('mark')).toHaveTextContent('(');
    await userEvent.type(box, ')');
    expect(verdict).toHaveTextContent('Accepted: Hirelane’s search reads this string.');
    expect(box).not.toHaveAttribute('aria-invalid');
  });
});
