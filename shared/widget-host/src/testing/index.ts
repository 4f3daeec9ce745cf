export {
  apiErrorBody,
  droppedConnections,
  fakeFetch,
  jsonResponse,
  type FakeFetch,
  type RecordedRequest,
} from './fake-fetch.ts';
export { mountWidget, settle } from './mount-widget.ts';
export { routeStoryFetch, type FetchFunction } from './story-fetch.ts';
