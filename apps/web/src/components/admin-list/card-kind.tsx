import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The first line of an admin card about a business's page (a change, a report): the kind as a
 * badge, then the business, a link to its page, or `gone` when it was deleted. `block`: the card's
 * class ('change-item'), whose `__kind` and `__business` style the line.
 */
export function CardKind({ block, kind, businessId, businessName, gone }: { block: string; kind: string; businessId: string; businessName: string | null | undefined; gone: string }) {
  return (
    <p className={`${block}__kind`}>
      <span className="admin-badge admin-badge--brand">{kind}</span>
      {businessName ? (
        <Link className={`${block}__business`} to={paths.businessDetail(businessId)}>
          {businessName}
        </Link>
      ) : (
        <span className={`${block}__business`}>{gone}</span>
      )}
    </p>
  );
}
