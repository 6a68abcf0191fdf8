import type { ElementDefinition } from '../element-meta.ts';

export const video: ElementDefinition = {
  category: 'content',
  withoutText: true,
  label: 'Video',
  icon: 'video',
  fields: {
    src: { kind: 'media', label: 'Video URL', accept: 'video' },
    controls: { kind: 'boolean', label: 'Controls' },
    autoplay: { kind: 'boolean', label: 'Autoplay (muted)' },
    loop: { kind: 'boolean', label: 'Loop' },
  },
  defaultProps: { src: '', controls: true, autoplay: false, loop: false },
  defaultStyles: { width: '100%', borderRadius: '12px' },
};
