import type { TalentMarket } from '@hirelane/domain/insights/talent-market.schema';
import { SENIORITY_LABELS } from '../../projects/option-labels';
import { BarChartCard, type BarDatum } from './bar-chart-card';

const COUNT = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });

const bars = (values: readonly { value: string; count: number }[]): BarDatum[] =>
  values.map((item) => ({ label: item.value, count: item.count }));

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900">{COUNT.format(value)}</dd>
    </div>
  );
}

/** Who is out there for this job in the workspace's talent pool, and what they look like. */
export function TalentMarketSection({ market }: { market: TalentMarket }) {
  const scarcest = market.must_haves[0];
  const share = (count: number) =>
    market.market_size === 0
      ? ''
      : ` (${PERCENT.format(count / market.market_size)} of the market)`;
  return (
    <section aria-labelledby="market-heading" className="space-y-4">
      <div>
        <h2 id="market-heading" className="text-lg font-semibold text-stone-900">
          Talent market for this job
        </h2>
        <p className="mt-1 text-sm break-words text-stone-600">
          The market is everyone in your talent pool whose title and location fit the job:{' '}
          <code className="rounded bg-stone-100 px-1 text-stone-800">
            {market.query || 'everyone'}
          </code>
        </p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="People in your talent pool" value={market.pool_size} />
        <Figure label="In the market for this job" value={market.market_size} />
        <Figure label="With every must-have skill" value={market.matching} />
      </dl>
      {scarcest ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          Scarcest must-have: <strong>{scarcest.value}</strong>, held by{' '}
          {COUNT.format(scarcest.count)} {scarcest.count === 1 ? 'person' : 'people'}
          {share(scarcest.count)}.
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <BarChartCard
          title="Must-have skills in the market"
          data={bars(market.must_haves)}
          emptyText="The job lists no must-have skills."
        />
        <BarChartCard
          title="Skills the job does not ask for"
          note="The most common skills in the market beyond the job's own."
          data={bars(market.extra_skills)}
          emptyText="No other skills in the market yet."
        />
        <BarChartCard title="Current titles" data={bars(market.titles)} emptyText="No one yet." />
        <BarChartCard
          title="Current companies"
          data={bars(market.companies)}
          emptyText="No one yet."
        />
        <BarChartCard title="Locations" data={bars(market.locations)} emptyText="No one yet." />
        <BarChartCard
          title="Seniority"
          data={market.seniority.map((item) => ({
            label: SENIORITY_LABELS[item.value],
            count: item.count,
          }))}
          emptyText="No one yet."
        />
        <BarChartCard
          title="Years of experience"
          data={market.years.map((item) => ({ label: `${item.value} years`, count: item.count }))}
          emptyText="No one yet."
        />
        <BarChartCard title="Skills" data={bars(market.skills)} emptyText="No one yet." />
      </div>
    </section>
  );
}
