import type {
  ActivityItem as ActivityItemWire,
  InsightsViewerIdentity as InsightsViewerIdentityWire,
  InsightsViewer as InsightsViewerWire,
  PresentationInsights as PresentationInsightsWire,
  ViewDuration as ViewDurationWire,
  ViewerInsights as ViewerInsightsWire,
} from '@folio/shared';
import type { Camelize } from '../../lib/api.ts';

/** The insights API's answers as the screens hold them (camelCase). */
export type PresentationInsights = Camelize<PresentationInsightsWire>;
export type InsightsAsset = PresentationInsights['assets'][number];
export type ViewsOverTime = PresentationInsights['viewsOverTime'];
export type InsightsViewer = Camelize<InsightsViewerWire>;
export type ViewerIdentity = Camelize<InsightsViewerIdentityWire>;
export type ViewerInsights = Camelize<ViewerInsightsWire>;
export type InsightsSession = ViewerInsights['sessions'][number];
export type ViewerFeedback = ViewerInsights['feedback'][number];
export type InsightsForward = ViewerInsights['forwards'][number];
export type ActivityItem = Camelize<ActivityItemWire>;
export type ViewDuration = Camelize<ViewDurationWire>;
