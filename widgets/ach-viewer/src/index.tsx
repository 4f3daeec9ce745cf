import { defineWidget } from '@lendline/widget-host';
import { render } from 'preact';
import { AchViewerCard } from './ach-viewer-card.tsx';
import { achViewerStyles } from './ach-viewer.styles.ts';

defineWidget('ach-viewer', {
  observedAttributes: ['batch-name'],
  styles: achViewerStyles,
  mount(shadowRoot, props) {
    render(<AchViewerCard {...props} />, shadowRoot);
    return {
      update: (next) => render(<AchViewerCard {...next} />, shadowRoot),
      unmount: () => render(null, shadowRoot),
    };
  },
});
