// The package's `proofdesk/react` entry: the React layer the widgets import (./index) plus the
// signal hooks (../signals), which stay out of ./index so that a widget importing the React layer
// does not carry @preact/signals-react (a bell app built against the npm build did, issue 22).

export * from './index';
export * from './signals';
