import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminPage, adminPost } from '../../support/admin';
import { expectAccessible } from '../../support/axe';
import { currentWorkspaceId } from '../../support/projects';
import { signUp } from '../../support/sign-in';
import { uniqueEmail } from '../../support/unique-email';

const EVIL = '=HYPERLINK("http://evil.example","Goodwill")';

const expectNoHorizontalScroll = async (page: Page, width: number) => {
  const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(scrollWidth).toBeLessThanOrEqual(width);
};

test('a trial workspace sees its balance, its ledger, filters it and exports it as safe CSV', async ({
  page,
  browser,
}) => {
  await signUp(page, uniqueEmail('usage'));
  const workspace = await currentWorkspaceId(page);

  // The balance in the frame leads to the usage section.
  const balance = page.getByTestId('frame-credit-balance');
  await expect(balance).toHaveText(/100 credits/);
  await balance.click();
  await expect(page).toHaveURL(/\/app\/settings#usage$/);
  const usage = page.getByRole('region', { name: 'Credit usage' });
  await expect(usage).toBeVisible();
  await expect(usage.getByTestId('credit-expiry')).toContainText(
    'Trial credits expire when the trial ends on',
  );
  await expect(usage.getByTestId('credit-expiry')).toContainText('Credits you buy never expire.');
  await expect(usage.getByRole('img', { name: /No credits used from/ })).toBeVisible();
  const table = usage.getByRole('table', { name: 'Credit ledger, newest first' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(
    'Free trial credits (expire at the trial end)',
  );
  await expect(table.getByRole('row').nth(1)).toContainText('+100');

  // An admin grant whose reason is a spreadsheet formula.
  const admin = await adminPage(browser);
  await adminPost(admin, '/api/admin/workspaces/credits', {
    workspace_id: workspace,
    amount: 25,
    reason: EVIL,
  });
  await page.reload();
  await expect(balance).toHaveText(/125 credits/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText(EVIL);
  await expect(usage.getByTestId('ledger-summary')).toHaveText('1–2 of 2 entries · 125 in · 0 out');

  // Filters: nothing spent yet, nothing after today; clearing brings both rows back.
  await usage.getByLabel('Type').selectOption({ label: 'Spent' });
  await expect(usage.getByTestId('ledger-summary')).toHaveText('No entries match these filters.');
  await expect(table).toHaveCount(0);
  await usage.getByLabel('Type').selectOption({ label: 'Credits added' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await usage.getByLabel('From (UTC)').fill('2099-01-01');
  await expect(usage.getByTestId('ledger-summary')).toHaveText('No entries match these filters.');
  await usage.getByRole('button', { name: 'Clear filters' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectAccessible(page);

  // The export downloads what the table shows, every typed cell defused.
  const downloading = page.waitForEvent('download');
  await usage.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('credit-ledger.csv');
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe(
    'Date (UTC),Type,Credits,Description,Action,Object type,Object id,Object name,Run by,Run by e-mail,Expires at (UTC)',
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(
    `,Credits added,25,"'=HYPERLINK(""http://evil.example"",""Goodwill"")",`,
  );
  expect(lines[2]).toContain(',Credits added,100,Free trial credits (expire at the trial end),');
  expect(csv).not.toMatch(/(^|,)=/m);

  // Finished at 375 px too: the balance stays in the top bar, rows become cards, no sideways scroll.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/app/settings#usage');
  await expect(balance).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expectNoHorizontalScroll(page, 375);
  await expectAccessible(page);
});
