import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TemplatePreview } from './template-preview';

describe('TemplatePreview', () => {
  it('fills values, highlights missing placeholders and leaves the previous subject as is', () => {
    const { container } = render(
      <TemplatePreview
        text="Re: {{previous_subject}} — hi {{first_name}} at {{current_company}}"
        values={{ first_name: 'Grace', current_company: null, previous_subject: 'Ignored' }}
      />,
    );
    expect(container).toHaveTextContent(
      'Re: {{previous_subject}} — hi Grace at {{current_company}}',
    );
    const marks = container.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('{{current_company}}');
    expect(marks[0]).toHaveAttribute('title', 'No value for current_company');
    expect(marks[0]).toHaveClass('bg-amber-200');
  });

  it('shows the ice-breaker as the Personalized Opener badge', () => {
    render(<TemplatePreview text="{{ice_breaker}} Hi!" values={{}} />);
    const badge = screen.getByText('Personalized Opener');
    expect(badge.tagName).toBe('SPAN');
    expect(screen.queryByText(/ice_breaker/)).toBeNull();
  });

  it('renders a rich body with its allowed tags, line breaks and highlighted placeholders', () => {
    const { container } = render(
      <TemplatePreview
        rich
        values={{ first_name: 'Ada' }}
        text={
          'Hi <strong>{{first_name}}</strong>,\nsee <a href="https://acme.test/jobs">our jobs</a>\n<em>{{job_title}}</em><ul><li>one</li></ul>'
        }
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('Ada');
    expect(container.querySelectorAll('br')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'our jobs' });
    expect(link).toHaveAttribute('href', 'https://acme.test/jobs');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('em mark')).toHaveAttribute('title', 'No value for job_title');
    expect(container.querySelector('ul li')).toHaveTextContent('one');
  });

  it('never renders scripts, handlers or unsafe links from a rich body', () => {
    const { container } = render(
      <TemplatePreview
        rich
        values={{}}
        text={
          '<img src="x" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">x</a><div onclick="x()">text</div>'
        }
      />,
    );
    const preview = container.firstElementChild;
    expect(preview?.querySelector('script, div, img, [onerror], [onclick]')).toBeNull();
    expect(preview?.querySelector('a')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toMatch(/javascript:|onerror|onclick/);
    expect(container).toHaveTextContent('text');
  });

  it('keeps "\\n" in a plain text for pre-wrap display', () => {
    const { container } = render(<TemplatePreview text={'line 1\nline 2'} values={{}} />);
    const box = container.firstElementChild;
    expect(box).toHaveClass('whitespace-pre-wrap');
    expect(box?.textContent).toBe('line 1\nline 2');
  });
});
