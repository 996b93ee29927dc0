import { type IconName, icons } from '@/components/icons';
import { Card } from '@/components/ui/card';

import { Section, SectionHeader } from '../section';

type AgentMetric = {
  label: string;
  /** Before → after figures; `to` is omitted for single-value metrics. */
  from: string;
  to?: string;
};

type FeaturedAgent = {
  id: string;
  icon: IconName;
  name: string;
  summary: string;
  metrics: readonly AgentMetric[];
};

export type FeaturedAgentsProps = {
  id: string;
  eyebrow: string;
  title: string;
  agents: readonly FeaturedAgent[];
};

/** "Before → after" figure; the arrow is read as "to" by screen readers. */
function MetricValue({ metric }: { metric: AgentMetric }) {
  if (!metric.to) return <>{metric.from}</>;
  return (
    <>
      {metric.from}
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> to </span>
      {metric.to}
    </>
  );
}

export function FeaturedAgents({ id, eyebrow, title, agents }: FeaturedAgentsProps) {
  return (
    <Section labelledBy={id}>
      <SectionHeader id={id} eyebrow={eyebrow} title={title} />
      <div className="grid gap-8 lg:grid-cols-2">
        {agents.map((agent) => {
          const Icon = icons[agent.icon];
          return (
            <Card key={agent.id} padding="lg" className="flex flex-col" data-agent={agent.id}>
              <div className="flex items-center gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-2xl font-semibold">{agent.name}</h3>
              </div>
              <p className="mt-4 text-muted-foreground">{agent.summary}</p>
              <dl className="mt-8 grid gap-4 sm:grid-cols-3">
                {agent.metrics.map((metric) => (
                  <div
                    key={metric.label}
                    className="flex flex-col-reverse rounded-md border border-border bg-background/40 p-4"
                  >
                    <dt className="mt-1 text-sm text-muted-foreground">{metric.label}</dt>
                    <dd className="text-lg leading-snug font-bold text-accent">
                      <MetricValue metric={metric} />
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          );
        })}
      </div>
    </Section>
  );
}
