/** The one time zone every suite runs in (see test-timezone.mjs). */
export declare const TEST_TIME_ZONE: string;
