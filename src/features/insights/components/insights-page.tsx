import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';

import { AdminNav } from '@/components/layout/admin-nav';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import { useInsightRecords } from '../api/get-insights';
import { useTeamAnswers } from '../api/get-team-answers';
import { insightsCopy } from '../copy';
import { LoadStatus } from './load-status';
import {
  type Count,
  computeInsights,
  type Insights,
  recordsCsv,
  type Topic,
} from '../lib/insights';
import { answerPrefillState } from '../lib/prefill';

const copy = insightsCopy.insights;
const INSIGHT_RANGES = [7, 30, 90] as const;
type InsightRange = (typeof INSIGHT_RANGES)[number];

/** /admin/insights: what visitors ask the assistant, for the last 7, 30 or 90 days. */
export function InsightsPage() {
  const [days, setDays] = useState<InsightRange>(30);
  const { data, isPending, refetch } = useInsightRecords(days);
  const answers = useTeamAnswers();
  const insights = useMemo(
    () => (data ? computeInsights(data.questions, data.outcomes, days) : undefined),
    [data, days],
  );
  const label = (source: string): string => {
    const [kind, id] = source.split(':');
    if (kind === 'team') {
      const answer = answers.data?.find((a) => a.id === id);
      return `${copy.sourceLabels.team}: ${answer?.question ?? id ?? ''}`;
    }
    if (kind === 'story') return copy.sourceLabels.story;
    if (kind === 'page') return `${copy.sourceLabels.page} ${source.slice('page:'.length)}`;
    const named: Record<string, string | undefined> = copy.sourceLabels;
    return named[source] ?? `${copy.sourceLabels.knowledge}: ${source}`;
  };

  const download = () => {
    if (!data) return;
    const url = URL.createObjectURL(
      new Blob([recordsCsv(data.questions)], { type: 'text/csv;charset=utf-8' }),
    );
    const a = document.createElement('a');
    a.href = url;
    a.download = `assistent-fragen-${days}-tage.csv`;
    a.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div lang="de" className="mx-auto max-w-6xl px-4 pt-28 pb-20 sm:px-6">
      <AdminNav />
      <h1 className="text-3xl font-bold">{copy.title}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{copy.intro}</p>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">{copy.range}</legend>
          <span aria-hidden className="text-sm font-medium">
            {copy.range}:
          </span>
          {INSIGHT_RANGES.map((range) => (
            <Button
              key={range}
              type="button"
              size="sm"
              variant={range === days ? 'default' : 'outline'}
              aria-pressed={range === days}
              onClick={() => setDays(range)}
            >
              {copy.days(range)}
            </Button>
          ))}
        </fieldset>
        <Button type="button" variant="outline" size="sm" onClick={download} disabled={!data}>
          <Download aria-hidden />
          {copy.export}
        </Button>
      </div>
      <div className="mt-8" aria-live="polite" aria-busy={isPending}>
        {!insights ? (
          <LoadStatus pending={isPending} onRetry={() => void refetch()} copy={copy} />
        ) : insights.total === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <InsightsReport insights={insights} label={label} />
        )}
      </div>
    </div>
  );
}

function share(part: number, whole: number): string {
  return whole ? `${Math.round((part / whole) * 100)} %` : '–';
}

function InsightsReport({
  insights,
  label,
}: {
  insights: Insights;
  label: (source: string) => string;
}) {
  const { outcomes, conversations } = insights;
  const summary = [
    { name: copy.summary.questions, value: String(insights.total) },
    { name: copy.summary.conversations, value: String(conversations) },
    { name: copy.summary.meetingCard, value: share(outcomes.meetingCard, conversations) },
    { name: copy.summary.booking, value: share(outcomes.booking, conversations) },
    { name: copy.summary.message, value: share(outcomes.message, conversations) },
  ];
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {summary.map((item) => (
          <Card key={item.name} className="grid gap-1 p-4">
            <dt className="text-sm text-muted-foreground">{item.name}</dt>
            <dd className="text-2xl font-semibold">{item.value}</dd>
          </Card>
        ))}
      </dl>
      <PerDayChart perDay={insights.perDay} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="p-4 sm:p-6">
          <h2 className="text-xl font-semibold">{copy.unanswered}</h2>
          <p className="mb-4 text-sm text-muted-foreground">{copy.unansweredHint}</p>
          {insights.unanswered.length === 0 ? (
            <p>{copy.noUnanswered}</p>
          ) : (
            <ol className="grid gap-3" data-testid="unanswered">
              {insights.unanswered.slice(0, 50).map((group) => (
                <li key={group.question} className="grid gap-1 border-b border-border pb-3">
                  <span className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">{group.question}</span>
                    <span className="text-sm text-muted-foreground">{copy.times(group.count)}</span>
                  </span>
                  {group.variants.length > 0 ? (
                    <span className="text-sm text-muted-foreground">
                      {copy.alsoAsked} {group.variants.slice(0, 3).join(' · ')}
                    </span>
                  ) : null}
                  <Link
                    to="/admin/answers"
                    state={answerPrefillState(group.question)}
                    className="justify-self-start text-sm font-medium text-accent underline underline-offset-4"
                  >
                    {copy.addAnswer}
                    <span className="sr-only">: {group.question}</span>
                  </Link>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <CountList
          title={copy.topics}
          hint={copy.topicsHint}
          counts={insights.topics.slice(0, 15)}
          label={label}
        />
        <CountList
          title={copy.languages}
          counts={insights.languages}
          label={(key) => copy.languageNames[key] ?? key}
        />
        <CountList title={copy.startPages} counts={insights.startPages.slice(0, 15)} />
      </div>
    </div>
  );
}

function CountList({
  title,
  hint,
  counts,
  label = (key) => key,
}: {
  title: string;
  hint?: string;
  counts: (Count | Topic)[];
  label?: (key: string) => string;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <ul className="mt-4 grid gap-2">
        {counts.map((item) => (
          <li key={item.key} className="flex justify-between gap-4 text-sm">
            <span className="grid gap-0.5 break-words">
              <span>{label(item.key)}</span>
              {'example' in item && item.example ? (
                <span className="text-muted-foreground">
                  {copy.example} „{item.example}“
                </span>
              ) : null}
            </span>
            <span className="font-medium tabular-nums">{item.count}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Questions per day as bars; the same numbers as a table for screen readers. */
function PerDayChart({ perDay }: { perDay: Count[] }) {
  const max = Math.max(1, ...perDay.map((d) => d.count));
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-xl font-semibold">{copy.perDay}</h2>
      <div aria-hidden className="flex h-40 items-end gap-px" data-testid="per-day-chart">
        {perDay.map((day) => (
          <div
            key={day.key}
            title={`${day.key}: ${day.count}`}
            className="min-w-0 flex-1 rounded-t-sm bg-accent"
            style={{ height: `${(day.count / max) * 100}%` }}
          />
        ))}
      </div>
      <div aria-hidden className="mt-1 flex justify-between text-xs text-muted-foreground">
        <span>{perDay[0]?.key}</span>
        <span>{perDay.at(-1)?.key}</span>
      </div>
      <table className="sr-only">
        <caption>{copy.perDayTable}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.day}</th>
            <th scope="col">{copy.count}</th>
          </tr>
        </thead>
        <tbody>
          {perDay.map((day) => (
            <tr key={day.key}>
              <td>{day.key}</td>
              <td>{day.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
