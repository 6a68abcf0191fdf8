import { FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TemplateSummary } from '@tessera/core';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FeatureBadges, PlanBadge } from './template-badges';
import { includedLine } from './template-filters';
import { templatePreviewSrc, TemplatePreviewFrame } from './template-preview-frame';
import { UseTemplateButton } from './use-template-button';

/** The card's picture: the home page at a laptop's width, scaled to the card. */
export const CARD_PREVIEW_WIDTH = 1280;
const CARD_PREVIEW_HEIGHT = 800;

export const templatePagePath = (templateId: string) =>
  `/dashboard/templates/${encodeURIComponent(templateId)}`;

const BLANK_TEMPLATE_ID = 'blank';

/** Blank's picture: its home page is empty, so the card says what the owner starts with. */
function BlankPicture() {
  return (
    <div className="flex aspect-[16/10] w-full items-center justify-center bg-card p-6">
      <div className="flex h-full w-full flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border text-muted-foreground">
        <FilePlus2 className="h-8 w-8" aria-hidden />
        <span className="text-center text-sm">An empty page for your own sections</span>
      </div>
    </div>
  );
}

/** One template in the gallery: its live home page, what it is, and the ways in. */
export function TemplateCard({ template }: { template: TemplateSummary }) {
  return (
    <Card className="flex flex-col overflow-hidden" data-template={template.id}>
      <Link
        to={templatePagePath(template.id)}
        tabIndex={-1}
        aria-hidden
        className="block border-b border-border bg-muted"
      >
        {template.id === BLANK_TEMPLATE_ID ? (
          <BlankPicture />
        ) : (
          <TemplatePreviewFrame
            src={templatePreviewSrc(template.id)}
            title={`${template.name} template, home page`}
            width={CARD_PREVIEW_WIDTH}
            height={CARD_PREVIEW_HEIGHT}
          />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="text-lg font-semibold">{template.name}</h2>
          <PlanBadge plan={template.plan} />
        </div>
        <p className="text-sm text-muted-foreground">{template.description}</p>
        <FeatureBadges features={template.features} />
        <p className="text-xs text-muted-foreground">{includedLine(template)}</p>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          <UseTemplateButton template={template} compact />
          <Button asChild variant="outline">
            <Link
              to={templatePagePath(template.id)}
              aria-label={`Preview the ${template.name} template`}
            >
              Preview
            </Link>
          </Button>
        </div>
      </div>
    </Card>
  );
}
