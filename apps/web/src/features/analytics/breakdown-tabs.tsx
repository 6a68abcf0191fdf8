import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';

const tabClass =
  'rounded-md px-2 py-1 text-sm sm:px-2.5 font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

/** A card's views of one breakdown (sources, referrers, campaigns), one at a time. */
export function BreakdownTabs({
  label,
  tabs,
}: {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: { value: string; title: string; content: ReactNode }[];
}) {
  return (
    <Tabs.Root defaultValue={tabs[0]?.value}>
      <Tabs.List
        aria-label={label}
        className="mb-4 flex w-fit max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={tabClass}>
            {tab.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="focus-visible:outline-none">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
