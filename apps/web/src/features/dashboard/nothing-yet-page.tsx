import { LayoutTemplate, type LucideIcon } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

interface Copy {
  icon: LucideIcon;
  heading: string;
  title: string;
  description: string;
}

/** What each area shows while the account has nothing in it. */
const copy: Record<string, Copy> = {
  templates: {
    icon: LayoutTemplate,
    heading: 'Templates',
    title: 'No templates available yet',
    description: 'Ready-made websites for businesses, portfolios and shops will be listed here.',
  },
};

export function nothingYetPage(key: string) {
  const { icon, heading, title, description } = copy[key]!;
  return function NothingYetPage() {
    return (
      <div className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight">{heading}</h1>
        <EmptyState icon={icon} title={title} description={description} />
      </div>
    );
  };
}
