import { Icon } from '#app/components/ui/icons.tsx';

/** Stars with the figure beside them, so the rating is never told by colour alone. */
export function Rating({ value }: { value: number }) {
  return (
    <span className="rating">
      <Icon name="star" className="rating-star" aria-hidden />
      <span>
        <span className="sr-only">Rated </span>
        {value.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
    </span>
  );
}
