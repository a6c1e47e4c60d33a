import { ReviewDoc, type Callout, type OverlayKind } from "@tablecast/annotations";
import { WebsocketProvider } from "y-websocket";
import * as Y from "yjs";

/**
 * Follows a review room's broadcast desk (callout, overlay switches) read-only, through its public
 * layer with a viewer token. Loaded only by overlays given a room, so others stay small.
 */
export function watchBroadcast(url: string, room: string, token: string, onChange: (state: { callout: Callout | null; overlays: Record<OverlayKind, boolean> }) => void): () => void {
  const doc = new Y.Doc();
  const provider = new WebsocketProvider(url, room, doc, { params: { token } });
  let review: ReviewDoc | null = null;
  const emit = () => review !== null && onChange({ callout: review.callout(), overlays: review.overlays() });
  provider.on("sync", (synced: boolean) => {
    if (!synced || review !== null) return;
    review = new ReviewDoc(doc, () => "", () => 0);
    emit();
  });
  provider.on("connection-close", (event: CloseEvent | null) => {
    if (event !== null && event.code >= 4400 && event.code < 4500) provider.shouldConnect = false;
  });
  doc.on("update", emit);
  return () => {
    provider.destroy();
    doc.destroy();
  };
}
