package rating

// Replay is replay, for the tests to hold it to the positions the
// ladder's steps carry.
var Replay = replay
