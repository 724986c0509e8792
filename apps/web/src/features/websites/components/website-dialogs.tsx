import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProductsModal } from './products-modal';

/** What the page plugs in: the crawl form, the story editor and the assumptions picker of their own features. */
export type WebsitesDashboardSlots = {
  renderCrawlForm: (props: { onStarted: (crawlId: string, hostname: string) => void }) => ReactNode;
  renderStoryEditor: (props: { crawlId: string; onSaved: () => void }) => ReactNode;
  renderAssumptions: (props: {
    crawlId: string;
    hostname: string;
    onCreateCampaign: (hypothesisId: string, crawlId: string) => void;
  }) => ReactNode;
};

export type WebsiteDialog =
  | { kind: 'closed' }
  | { kind: 'crawl' }
  | { kind: 'story' | 'campaign' | 'products'; hostname: string; crawlId: string };

type WebsiteDialogsProps = WebsitesDashboardSlots & {
  dialog: WebsiteDialog;
  onClose: () => void;
  onCrawlStarted: (crawlId: string, hostname: string) => void;
  onStorySaved: () => void;
  onCreateCampaign: (hypothesisId: string, crawlId: string) => void;
};

/** The dashboard's modals: Crawl New Website, the story editor, the assumptions flow and View Products. */
export function WebsiteDialogs({ dialog, onClose, ...props }: WebsiteDialogsProps) {
  const target = dialog.kind === 'closed' || dialog.kind === 'crawl' ? null : dialog;
  return (
    <>
      <Modal opened={dialog.kind === 'crawl'} onClose={onClose} title="Crawl New Website" size="lg">
        {dialog.kind === 'crawl' ? props.renderCrawlForm({ onStarted: props.onCrawlStarted }) : null}
      </Modal>
      <Modal
        opened={target?.kind === 'story'}
        onClose={onClose}
        title={target?.kind === 'story' ? `Brand story of ${target.hostname}` : undefined}
        size="xl"
      >
        {target?.kind === 'story'
          ? props.renderStoryEditor({ crawlId: target.crawlId, onSaved: props.onStorySaved })
          : null}
      </Modal>
      <Modal
        opened={target?.kind === 'campaign'}
        onClose={onClose}
        title={target?.kind === 'campaign' ? `New campaign for ${target.hostname}` : undefined}
        size="xl"
      >
        {target?.kind === 'campaign'
          ? props.renderAssumptions({
              crawlId: target.crawlId,
              hostname: target.hostname,
              onCreateCampaign: props.onCreateCampaign,
            })
          : null}
      </Modal>
      <ProductsModal
        crawlId={target?.kind === 'products' ? target.crawlId : null}
        hostname={target?.hostname ?? ''}
        onClose={onClose}
      />
    </>
  );
}
