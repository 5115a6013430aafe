# The shop as one container: Next's standalone server (output: 'standalone'), no dev dependencies.
# NEXT_PUBLIC_* values are inlined into the browser bundles at build time, so they are build
# arguments; unset, the image is the demo shop built against the local platform, which then has to
# answer on 127.0.0.1:4010 at run time too (ISR, the cart): real services are the intended use.
#   docker build -t storefront --build-arg NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL=https://… .
#   docker run -p 3000:3000 -e STORYBLOK_ENDPOINT=https://api.storyblok.com/v2 storefront
# Several instances share pages and publishes through Redis: add -e REDIS_URL=redis://host:6379
# (compose.yaml runs Redis, two instances and nginx). Unset, the instance keeps its own cache.
#
# Customer sign-in (docs/accounts.md). Against a real shop:
# - CUSTOMER_ACCOUNT_CLIENT_ID (the Headless channel's Customer Account API client id: a public
#   client, no secret) and NEXT_PUBLIC_SITE_URL are build arguments, because the build checks them
#   and stops without them; the image keeps both as its run-time defaults (the server reads them
#   when it starts), so what was checked is what runs. CUSTOMER_ACCOUNT_DISCOVERY_URL likewise,
#   when the account host is not the Storefront shop's.
# - SESSION_SECRET is run-time only: -e SESSION_SECRET=… (openssl rand -base64 48; at least 32
#   characters; the same on every instance, or one instance cannot open another's cookies). Never a
#   --build-arg: build arguments stay readable in the image's history. Without it the server
#   refuses to start against a real shop (instrumentation.ts says why).
# - CUSTOMER_ACCOUNT_API_URL, CUSTOMER_ACCOUNT_CALLBACK_URL and CUSTOMER_ACCOUNT_LOGOUT_URL are
#   run-time overrides (defaults: discovered, <NEXT_PUBLIC_SITE_URL>/account/authorize and /).
# Against the local platform (no build arguments) all of these fall back to its stand-in.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# One build per image: Turbopack's build cache would only cost time to write (next.config.ts).
ENV NEXT_BUILD_CACHE=0
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG NEXT_PUBLIC_SHOPIFY_STOREFRONT_URL
ARG NEXT_PUBLIC_SHOPIFY_STOREFRONT_TOKEN
ARG NEXT_PUBLIC_STORYBLOK_TOKEN
ARG NEXT_PUBLIC_ORDERS_HOST
ARG NEXT_PUBLIC_CONSENT_MODE
ARG NEXT_PUBLIC_SITE_URL
ARG STORYBLOK_ENDPOINT
# Checked by the build (next.config.ts), read by the server at run time (see the run stage).
ARG CUSTOMER_ACCOUNT_CLIENT_ID
ARG CUSTOMER_ACCOUNT_DISCOVERY_URL
# Pages are generated from the Storefront API at build time; without a real store configured,
# run.mjs starts the local platform for the build.
RUN npm run build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
# The account settings the build checked, as the server's defaults (docker run -e overrides them).
# The server reads NEXT_PUBLIC_SITE_URL for the sign-in callback and logout URLs at run time too.
# No SESSION_SECRET here: it is passed at run time only.
ARG NEXT_PUBLIC_SITE_URL
ARG CUSTOMER_ACCOUNT_CLIENT_ID
ARG CUSTOMER_ACCOUNT_DISCOVERY_URL
ENV NEXT_PUBLIC_SITE_URL=${NEXT_PUBLIC_SITE_URL} \
    CUSTOMER_ACCOUNT_CLIENT_ID=${CUSTOMER_ACCOUNT_CLIENT_ID} \
    CUSTOMER_ACCOUNT_DISCOVERY_URL=${CUSTOMER_ACCOUNT_DISCOVERY_URL}
# run.mjs build already copied .next/static and public/ into the standalone tree.
COPY --from=build --chown=node:node /app/.next/standalone ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
