import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  Integration,
  IntegrationStatus,
} from '@hirelane/domain/workspace-settings/integrations.schema';
import { buttonClasses } from '../../../components/ui/button';

const BADGES: Record<IntegrationStatus, { label: string; className: string }> = {
  connected: { label: 'Connected', className: 'bg-green-100 text-green-800' },
  not_connected: { label: 'Not connected', className: 'bg-stone-100 text-stone-700' },
  not_available: {
    label: 'Not available yet',
    className: 'border border-dashed border-stone-300 text-stone-600',
  },
};

/**
 * One connected account: its real state, and a connect link only where one really works. An
 * integration whose feature owns its controls (Slack) passes them as `actions`.
 */
export function IntegrationCard({
  integration,
  actions,
}: {
  integration: Integration;
  actions?: ReactNode;
}) {
  const badge = BADGES[integration.status];
  const headingId = `integration-${integration.key}`;
  return (
    <li
      aria-labelledby={headingId}
      // min-w-0: a long word in one card (a callback URL) must wrap, not widen the grid's column.
      className={`flex min-w-0 flex-col rounded-xl border p-4 [overflow-wrap:anywhere] ${
        integration.status === 'not_available'
          ? 'border-stone-200 bg-stone-50'
          : 'border-stone-200 bg-white'
      }`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-stone-900">
          {integration.name}
        </h3>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
          {badge.label}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">{integration.description}</p>
      <p className="mt-2 text-sm text-stone-800">{integration.detail}</p>
      {integration.problem ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {integration.problem}
        </p>
      ) : null}
      {actions && integration.status !== 'not_available' ? (
        actions
      ) : integration.key === 'mailbox' && integration.status !== 'not_available' ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {integration.count !== null || integration.problem ? (
            <a href="#mailbox" className={buttonClasses('secondary')}>
              Manage mailboxes
            </a>
          ) : null}
          {integration.connect_path ? (
            <Link to={integration.connect_path} className={buttonClasses('primary')}>
              {integration.count ? 'Connect another' : 'Connect mailbox'}
            </Link>
          ) : null}
        </div>
      ) : integration.connect_path ? (
        <div className="mt-auto pt-4">
          <Link
            to={integration.connect_path}
            className={buttonClasses(integration.status === 'connected' ? 'secondary' : 'primary')}
          >
            {integration.status === 'connected' ? 'Manage' : `Connect ${integration.name}`}
          </Link>
        </div>
      ) : null}
    </li>
  );
}
