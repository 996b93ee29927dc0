import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { AdminNav } from '@/components/layout/admin-nav';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';

import { exportInsightsCsv } from '../api/export-insights';
import { useInsightsReport } from '../api/get-insights';
import { insightsCopy } from '../copy';
import { LoadStatus } from './load-status';
import { PerDayChart } from './per-day-chart';
import { type Count, type InsightsReport, share, type Topic, topicLabel } from '../lib/insights';
import { answerPrefillState } from '../lib/prefill';

const copy = insightsCopy.insights;
const INSIGHT_RANGES = [7, 30, 90] as const;
type InsightRange = (typeof INSIGHT_RANGES)[number];

/** /admin/insights: what visitors ask the assistant, for the last 7, 30 or 90 days. */
export function InsightsPage() {
  const [days, setDays] = useState<InsightRange>(30);
  const [exporting, setExporting] = useState(false);
  const { data: report, isPending, refetch } = useInsightsReport(days);

  const download = async () => {
    setExporting(true);
    try {
      const url = URL.createObjectURL(await exportInsightsCsv(days));
      const a = document.createElement('a');
      a.href = url;
      a.download = `assistent-fragen-${days}-tage.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch {
      toast({ title: copy.exportFailed, variant: 'destructive' });
    } finally {
      setExporting(false);
    }
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
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void download()}
          disabled={!report || report.total === 0 || exporting}
        >
          <Download aria-hidden />
          {exporting ? copy.exporting : copy.export}
        </Button>
      </div>
      <div className="mt-8" aria-live="polite" aria-busy={isPending}>
        {!report ? (
          <LoadStatus pending={isPending} onRetry={() => void refetch()} copy={copy} />
        ) : report.total === 0 ? (
          <p>{copy.empty}</p>
        ) : (
          <InsightsReportView report={report} />
        )}
      </div>
    </div>
  );
}

function InsightsReportView({ report }: { report: InsightsReport }) {
  const { outcomes, conversations } = report;
  const summary = [
    { name: copy.summary.questions, value: report.total.toLocaleString('de-DE') },
    { name: copy.summary.conversations, value: conversations.toLocaleString('de-DE') },
    { name: copy.summary.meetingCard, value: share(outcomes.meetingCard, conversations) },
    { name: copy.summary.booking, value: share(outcomes.booking, conversations) },
    { name: copy.summary.message, value: share(outcomes.message, conversations) },
  ];
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {summary.map((item) => (
          <Card key={item.name} className="grid gap-1">
            <dt className="text-sm text-muted-foreground">{item.name}</dt>
            <dd className="text-2xl font-semibold">{item.value}</dd>
          </Card>
        ))}
      </dl>
      <PerDayChart key={report.days} perDay={report.perDay} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <h2 className="text-xl font-semibold">{copy.unanswered}</h2>
          <p className="mb-4 text-sm text-muted-foreground">
            {copy.unansweredHint}
            {report.unansweredGroupCount > report.unanswered.length
              ? ` ${copy.shownOf(report.unanswered.length, report.unansweredGroupCount)}`
              : null}
          </p>
          {report.unanswered.length === 0 ? (
            <p>{copy.noUnanswered}</p>
          ) : (
            <ol className="grid gap-3" data-testid="unanswered">
              {report.unanswered.map((group) => (
                <li key={group.question} className="grid gap-1 border-b border-border pb-3">
                  <span className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium break-words">{group.question}</span>
                    <span className="text-sm text-muted-foreground">{copy.times(group.count)}</span>
                  </span>
                  {group.variants.length > 0 ? (
                    <span className="text-sm break-words text-muted-foreground">
                      {copy.alsoAsked} {group.variants.join(' · ')}
                      {group.otherWordings > group.variants.length
                        ? ` ${copy.moreWordings(group.otherWordings - group.variants.length)}`
                        : null}
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
          hint={
            report.topicCount > report.topics.length
              ? `${copy.topicsHint} ${copy.shownOf(report.topics.length, report.topicCount)}`
              : copy.topicsHint
          }
          counts={report.topics.map((topic) => ({ ...topic, key: topic.source }))}
          label={(item) => ('source' in item ? topicLabel(item, copy.sourceLabels) : item.key)}
        />
        <CountList
          title={copy.languages}
          counts={report.languages}
          label={(item) => copy.languageNames[item.key] ?? item.key}
        />
        <CountList
          title={copy.startPages}
          hint={
            report.startPageCount > report.startPages.length
              ? copy.shownOf(report.startPages.length, report.startPageCount)
              : undefined
          }
          counts={report.startPages}
        />
      </div>
    </div>
  );
}

type Item = Count | (Topic & { key: string });

function CountList({
  title,
  hint,
  counts,
  label = (item) => item.key,
}: {
  title: string;
  hint?: string;
  counts: Item[];
  label?: (item: Item) => string;
}) {
  return (
    <Card>
      <h2 className="text-xl font-semibold">{title}</h2>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <ul className="mt-4 grid gap-2">
        {counts.map((item) => (
          <li key={item.key} className="flex justify-between gap-4 text-sm">
            <span className="grid gap-0.5 break-words">
              <span>{label(item)}</span>
              {'example' in item && item.example ? (
                <span className="text-muted-foreground">
                  {copy.example} „{item.example}“
                </span>
              ) : null}
            </span>
            <span className="font-medium tabular-nums">{item.count.toLocaleString('de-DE')}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
