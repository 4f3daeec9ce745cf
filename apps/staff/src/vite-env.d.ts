interface ImportMetaEnv {
  /** Where the API lives; set it to point this build at another backend, such as a legacy LoopBack server. */
  readonly VITE_API_BASE_URL?: string;
  /** The product name shown in page titles and headers. */
  readonly VITE_PRODUCT_NAME?: string;
  /** The environment label in the top bar, e.g. `Production`, `UAT` or `Demo` (the default). */
  readonly VITE_ENVIRONMENT_LABEL?: string;
}
