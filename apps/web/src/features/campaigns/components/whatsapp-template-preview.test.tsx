import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type {
  MessagingTemplatePreview,
  TemplateButton,
} from '@hirelane/domain/campaigns/message-template.schema';
import { WhatsappTemplatePreview } from './whatsapp-template-preview';

const ICONS: TemplateButton['icon'][] = ['quick_reply', 'pay', 'copy', 'call'];
const template = (count: number): MessagingTemplatePreview => ({
  header: 'Hello {{first_name}}',
  body: 'We have a role at {{company_name}}.',
  footer: 'Reply STOP to opt out',
  actions: Array.from({ length: count }, (_, index) => ({
    label: `Option ${index + 1}`,
    icon: ICONS[index % ICONS.length] ?? 'quick_reply',
  })),
});

const buttons = () =>
  within(screen.getByRole('list', { name: 'Buttons' })).getAllByRole('listitem');

describe('WhatsappTemplatePreview', () => {
  it('shows header, body with highlighted placeholders and footer', () => {
    const { container } = render(
      <WhatsappTemplatePreview template={template(0)} values={{ first_name: 'Ada' }} />,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(container.querySelector('mark')).toHaveAttribute('title', 'No value for company_name');
    expect(screen.getByText('Reply STOP to opt out')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Buttons' })).toBeNull();
  });

  it('shows all three buttons, each with its icon', () => {
    render(<WhatsappTemplatePreview template={template(3)} />);
    const items = buttons();
    expect(items.map((item) => item.textContent)).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect(items[1]?.querySelector('svg')).toHaveAttribute('data-icon', 'pay');
    expect(items[1]?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows two buttons and See all options when there are more than three', () => {
    render(<WhatsappTemplatePreview template={template(10)} />);
    const items = buttons();
    expect(items.map((item) => item.textContent)).toEqual([
      'Option 1',
      'Option 2',
      'See all options',
    ]);
    expect(items[2]?.querySelector('svg')).toHaveAttribute('data-icon', 'see_all');
  });
});
