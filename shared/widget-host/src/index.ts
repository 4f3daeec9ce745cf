export { defineWidget, type WidgetDefinition, type WidgetInstance } from './define-widget.ts';
export { dispatchWidgetEvent } from './dispatch-widget-event.ts';
export type { CamelCase, WidgetProps } from './attribute-props.ts';
