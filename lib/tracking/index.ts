export {
  createTrackingHub,
  trackSafely,
  tracker,
  type ProductEventPayload,
  type Tracker,
  type TrackingDestination,
  type TrackingEventMap,
  type TrackingEventName,
  type TrackingHub,
} from './events';
