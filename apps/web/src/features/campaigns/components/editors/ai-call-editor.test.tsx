import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEFAULT_AI_CALL_VOICE,
  type AiCallConfig,
} from '@hirelane/domain/campaigns/step-config.schema';
import { AI_CALL_SETTING_OPTIONS } from '@hirelane/domain/accounts/ai-call-settings';
import { jsonResponse } from '../../../../test/json-response';
import { renderWithApp } from '../../../../test/render-with-app';
import { AiCallEditor } from './ai-call-editor';

const config: AiCallConfig = { goal: 'Book an intro call', voice: DEFAULT_AI_CALL_VOICE };

describe('AiCallEditor', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names each language by its accent (SPEC 9) and stores the locale', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          jsonResponse(200, {
            success: true,
            data: { ...AI_CALL_SETTING_OPTIONS, provider_configured: true },
          }),
        ),
      ),
    );
    const onChange = vi.fn();
    renderWithApp(
      <AiCallEditor config={config} onChange={onChange} errors={{}} workspaceId="ws-1" />,
    );
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(language).getByRole('option', { name: 'English — American accent' }),
    ).toBeTruthy();
    expect(within(language).getByRole('option', { name: 'Spanish — Mexican accent' })).toBeTruthy();

    await userEvent.selectOptions(language, 'English — British accent');
    expect(onChange).toHaveBeenCalledWith({
      ...config,
      voice: { ...config.voice, language: 'en-GB' },
    });
  });
});
