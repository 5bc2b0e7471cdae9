import { describe, expect, it } from 'vitest';
import {
  countedLength,
  placeholdersToChips,
  richEditorHtmlToStored,
  storedToEditorContent,
} from './message-editor-content';
import { chipLabel, variableMenuOptions } from './message-editor-variables';

describe('message editor content', () => {
  it('turns placeholders in text into chips, never inside attributes', () => {
    expect(
      placeholdersToChips('<p>Hi {{first_name}}! <a href="https://x.test/{{id}}">x</a></p>'),
    ).toBe(
      '<p>Hi <span data-variable="first_name"></span>! <a href="https://x.test/{{id}}">x</a></p>',
    );
  });

  it('loads plain text as escaped paragraphs with chips', () => {
    expect(storedToEditorContent('a < b\n{{job_title}}', 'plain')).toBe(
      '<p>a &lt; b</p><p><span data-variable="job_title"></span></p>',
    );
  });

  it('loads rich text line by line', () => {
    expect(storedToEditorContent('<b>Hi</b>\n{{first_name}}', 'rich')).toBe(
      '<p><b>Hi</b></p><p><span data-variable="first_name"></span></p>',
    );
  });

  it('stores the editor HTML with chips as {{name}} and only allowed tags', () => {
    expect(
      richEditorHtmlToStored(
        '<p>Hi <span data-variable="first_name">{{first_name}}</span></p><p><strong>x</strong><img src="x" onerror="alert(1)"></p>',
      ),
    ).toBe('Hi {{first_name}}\n<strong>x</strong>');
  });

  it('counts the stored text as a reader sees it, placeholders as written', () => {
    expect(countedLength('Hi <strong>{{first_name}}</strong> &amp; co', 'rich')).toBe(22);
    expect(countedLength('Hi <b>', 'plain')).toBe(6);
  });

  it('offers the opener in bodies and the previous subject in single-line fields', () => {
    const variables = [{ name: 'first_name', label: 'First name' }];
    expect(variableMenuOptions(variables, false).map((option) => option.name)).toEqual([
      'first_name',
      'ice_breaker',
    ]);
    expect(variableMenuOptions(variables, true).map((option) => option.name)).toEqual([
      'first_name',
      'previous_subject',
    ]);
    expect(chipLabel('sender_first_name', new Map())).toBe('Sender first name');
    expect(chipLabel('ice_breaker', new Map())).toBe('Personalized Opener');
  });
});
