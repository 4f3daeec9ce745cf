import { defineWidget, type WidgetProps } from '@lendline/widget-host';
import { render } from 'preact';
import { AchViewer } from './ach-viewer.tsx';
import { achViewerStyles } from './ach-viewer.styles.ts';

const ATTRIBUTES = ['batch-name', 'src', 'reveal'] as const;

function paint(shadowRoot: ShadowRoot, props: WidgetProps<(typeof ATTRIBUTES)[number]>, host: HTMLElement) {
  render(
    <AchViewer
      batchName={props.batchName?.trim() || undefined}
      src={props.src?.trim() || undefined}
      reveal={props.reveal !== undefined}
      element={host}
    />,
    shadowRoot,
  );
}

defineWidget('ach-viewer', {
  observedAttributes: ATTRIBUTES,
  styles: achViewerStyles,
  mount(shadowRoot, props, host) {
    paint(shadowRoot, props, host);
    return {
      update: (next) => paint(shadowRoot, next, host),
      unmount: () => render(null, shadowRoot),
    };
  },
});
