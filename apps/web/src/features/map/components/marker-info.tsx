import { RatingSummary } from '../../../components/business/star-rating';

/** The info window of a marker (spec §2): name, address and rating. */
export function MarkerInfo({ name, address, rating }: { name: string; address: string; rating?: number | null }) {
  return (
    <div className="marker-info">
      <strong className="marker-info__name">{name}</strong>
      <span className="marker-info__address">{address}</span>
      <RatingSummary rating={rating} />
    </div>
  );
}
